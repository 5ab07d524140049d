/**
 * The results feature's public face for other features (README "Layout": a feature imports
 * another only through its index). Browser storage of completed results lives in ./storage.ts;
 * what other features need of it is re-exported here as they come to need it.
 */
export { storedFreeTestType } from './storage-keys';
export { useStoredFreeTestType } from './useStoredFreeTestType';
export { scalePrecisionRows, type ScalePrecisionRow } from './scale-precision';
