/**
 * The results domain's public face for other features (README "Layout": a feature imports
 * another only through its index): storage, upload, the result views, sharing (./share/) and the
 * result's wording live here; what other features need is re-exported as they come to need it.
 */
export { storedFreeTestType } from './stored-type';
export { useStoredFreeTestType } from './useStoredFreeTestType';
export { scalePrecisionRows, type ScalePrecisionRow } from './scale-precision';
