import { HomePage } from '../../features/catalog/home/home-page';

export { HomePage as Component };
