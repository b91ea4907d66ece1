import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AdminContext } from '../../admin-context';
import { Allow } from '../../common/admin-permissions';
import { PageInput, pageWindow } from '../../common/page.input';
import { Permission } from '../staff/permission.type';
import type { DirectoryListingService } from './directory-listing.service';
import {
  DirectoryListingFilterInput,
  DirectoryListingInput,
  DirectoryListingPage,
  DirectoryListingView,
  DirectoryProduct,
} from './directory-listing-admin.types';

const toView = (value: DirectoryListingView): DirectoryListingView => Object.assign(new DirectoryListingView(), value);

/** The states' product directories as staff read and change them: part of the shipping rules. */
@Resolver()
export class DirectoryListingAdminResolver {
  constructor(private readonly listings: DirectoryListingService) {}

  @Query(() => DirectoryListingPage, { description: "Products' listings in the states' directories, filtered." })
  @Allow(Permission.READ_SHIPPING_RULES)
  async directoryListings(
    @Arg('filter', () => DirectoryListingFilterInput, { description: 'Which listings.' })
    filter: DirectoryListingFilterInput,
    @Arg('page', () => PageInput, { description: 'Which page.' }) page: PageInput,
  ): Promise<DirectoryListingPage> {
    const { listings, total } = await this.listings.list(filter, pageWindow(page));
    return Object.assign(new DirectoryListingPage(), { listings: listings.map(toView), total });
  }

  @Query(() => [DirectoryProduct], {
    description: 'Up to 20 vapour products whose name holds the text, by name, for a listing’s form.',
  })
  @Allow(Permission.READ_SHIPPING_RULES)
  async directoryProducts(
    @Arg('text', () => String, { description: 'Part of the product’s name.' }) text: string,
  ): Promise<DirectoryProduct[]> {
    return (await this.listings.products(text.slice(0, 100))).map((p) => Object.assign(new DirectoryProduct(), p));
  }

  @Mutation(() => DirectoryListingView, {
    description:
      'Lists a product in a state’s directory; it counts from its first day. CONFLICT when it overlaps another.',
  })
  @Allow(Permission.UPDATE_SHIPPING_RULES)
  async addDirectoryListing(
    @Arg('input', () => DirectoryListingInput, { description: 'The new listing.' }) input: DirectoryListingInput,
    @Ctx() ctx: AdminContext,
  ): Promise<DirectoryListingView> {
    return toView(await this.listings.add(await ctx.actor(), input));
  }

  @Mutation(() => DirectoryListingView, {
    description: 'Ends a listing: from that day (default today, UTC) the product no longer counts as listed.',
  })
  @Allow(Permission.UPDATE_SHIPPING_RULES)
  async endDirectoryListing(
    @Arg('id', () => ID, { description: 'The listing.' }) id: string,
    @Arg('on', () => String, { nullable: true, description: 'The first day it no longer counts (YYYY-MM-DD).' })
    on: string | null,
    @Ctx() ctx: AdminContext,
  ): Promise<DirectoryListingView> {
    return toView(await this.listings.end(await ctx.actor(), id, on));
  }
}
