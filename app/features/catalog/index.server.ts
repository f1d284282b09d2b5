// Server-side entry of catalog: the services routes, other features and tests may call.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export {
  findProduct,
  getProductRating,
  imagesFor,
  listProducts,
  listReviews,
  PRODUCT_NOT_FOUND,
  toProductJson,
} from "./catalog.server.ts";
export { addProductImage, productPictureUrls } from "./product-images.server.ts";
export {
  checkStock,
  holdStock,
  notEnoughStock,
  notForSale,
  releaseStock,
  retakeStock,
  returnStock,
  type StockLine,
  takeStock,
} from "./stock.server.ts";
