export * from './protocol';
export {
  MAX_VIDEO_BYTES,
  MEDIA_CLOUD_NAME,
  MEDIA_UPLOAD_PATH,
  MediaHost,
  MediaHostReadOnlyError,
  type MediaHostOptions,
  type StoredVideo,
} from './mediaHost';
export * from './mediaStore';
export {
  NOT_A_VIDEO,
  probedAsset,
  receiveUpload,
  tooLarge,
  type ReceivedFile,
  type Refusal,
  type UploadOutcome,
  type UploadRules,
} from './mediaUpload';
export * from './signing';
export { parseByteRange, type ByteRange } from './byteRange';
export { makeThumbnail, probeVideo, type VideoProbe } from './ffmpeg';
// For tests (this workspace's and the API's): a real video made with ffmpeg.
export { makeTestVideo } from './testing/testVideo';
