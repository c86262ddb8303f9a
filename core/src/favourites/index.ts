export {
  FavouriteStateSchema,
  FavouriteSchema,
  FavouritePageSchema,
  FAVOURITE_PAGE_LIMIT,
  favouriteToggle,
  type FavouriteState,
  type Favourite,
  type FavouritePage,
} from './favourite.js';
