/** Where the generated images are served; the seed stores these paths, the media routes answer them. */
export const productImagePath = (productId: string, index: number): string => `/media/products/${productId}/${index}.svg`;
/** A colour option's own photo, drawn in that colour (option n of the colour classification). */
export const productColourImagePath = (productId: string, index: number): string => `/media/products/${productId}/colour-${index}.svg`;
export const shopAvatarPath = (shopId: string): string => `/media/shops/${shopId}.svg`;
export const categoryImagePath = (categoryId: string): string => `/media/categories/${categoryId}.svg`;
