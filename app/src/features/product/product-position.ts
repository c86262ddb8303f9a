/** Spec: /san-pham/{id}?position=, default position Home (where the product was opened from). */
export const PRODUCT_POSITION_DEFAULT = 'Home';
