import { RegisterDevicePage } from '../../features/content/warranty/register-device-page';

export { RegisterDevicePage as Component };
