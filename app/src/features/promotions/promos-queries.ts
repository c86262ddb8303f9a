import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AppServices } from '../../composition/composition-root';
import { resultUnwrap } from '../../queries/gateway-failure';

type Promos = AppServices['promos'];

export const promosKeys = {
  vouchers: ['promos', 'vouchers'] as const,
  catalogue: ['promos', 'vouchers', 'catalogue'] as const,
  wallet: ['promos', 'vouchers', 'wallet'] as const,
  promotions: ['promos', 'promotions'] as const,
  banners: ['promos', 'banners'] as const,
  banner: (id: string) => ['promos', 'banners', id] as const,
  collection: (id: string, shopId: string | null) => ['promos', 'collections', id, shopId] as const,
  favourites: ['favourites'] as const,
  favouriteList: ['favourites', 'list'] as const,
  favourite: (productId: string) => ['favourites', 'product', productId] as const,
};

export const voucherCatalogueQueryOptions = (promos: Promos) =>
  queryOptions({
    queryKey: promosKeys.catalogue,
    queryFn: async () => resultUnwrap((await promos()).promotions.voucherCatalogue()),
    staleTime: 0,
  });

export const voucherWalletQueryOptions = (promos: Promos) =>
  queryOptions({
    queryKey: promosKeys.wallet,
    queryFn: async () => resultUnwrap((await promos()).promotions.voucherWallet()),
    staleTime: 0,
  });

/** The home sections' reads (and /uu-dai's), through the small home gateway. */
type PromosHome = AppServices['promosHome'];

export const promotionsQueryOptions = (promosHome: PromosHome) =>
  queryOptions({ queryKey: promosKeys.promotions, queryFn: async () => resultUnwrap((await promosHome()).promotionsList()) });

export const bannersQueryOptions = (promosHome: PromosHome) =>
  queryOptions({ queryKey: promosKeys.banners, queryFn: async () => resultUnwrap((await promosHome()).bannersList()) });

export const bannerQueryOptions = (promos: Promos, id: string) =>
  queryOptions({ queryKey: promosKeys.banner(id), queryFn: async () => resultUnwrap((await promos()).promotions.bannerGet(id)) });

export const collectionQueryOptions = (promos: Promos, id: string, shopId: string | null) =>
  queryOptions({
    queryKey: promosKeys.collection(id, shopId),
    queryFn: async () => resultUnwrap((await promos()).promotions.collectionGet(id, shopId ?? undefined)),
  });

export const favouriteQueryOptions = (promos: Promos, productId: string) =>
  queryOptions({
    queryKey: promosKeys.favourite(productId),
    queryFn: async () => resultUnwrap((await promos()).favourites.favouriteGet(productId)),
    staleTime: 0,
  });

export const favouritesQueryOptions = (promos: Promos) =>
  infiniteQueryOptions({
    queryKey: promosKeys.favouriteList,
    queryFn: async ({ pageParam }) => resultUnwrap((await promos()).favourites.favouritesList(pageParam)),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });

/** After saving a voucher: the catalogue's saved marks and the wallet. */
export const vouchersInvalidate = (client: QueryClient) => client.invalidateQueries({ queryKey: promosKeys.vouchers });
export const favouritesInvalidate = (client: QueryClient) => client.invalidateQueries({ queryKey: promosKeys.favourites });
