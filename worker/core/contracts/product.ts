/** The product's name, in the browser's titles and in the worker's link previews. */
export const PRODUCT_NAME = "Tarımsal Yapı Planlayıcı";
