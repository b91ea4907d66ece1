import { CollectionPage } from '../../features/listing/collection-page';

export { CollectionPage as Component };
