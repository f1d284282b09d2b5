// Server-side entry of uploads: the services routes, other features and tests may call.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export {
  discardPicture,
  ensurePicture,
  PICTURE_WIDTHS,
  pictureSourceKey,
  picturesFor,
} from "./pictures.server.ts";
export { type FileStorage, fileStorage, typeOfKey as uploadContentType } from "./storage.server.ts";
export { storeImageWithThumbnail, storePublicPicture } from "./thumbnails.server.ts";
export { isUploadPath, uploadBodyLimit } from "./uploads.api.server.ts";
export { discardUpload, storeUpload, uploadUrl } from "./uploads.server.ts";
