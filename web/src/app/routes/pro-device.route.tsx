import { ProDevicePage } from '../../features/listing/lines/pro-device-page';

export { ProDevicePage as Component };
