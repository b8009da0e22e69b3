/**
 * The limits of a batch calculation (issue #51): how many parcels one batch may hold, how large its upload may be,
 * how long a parcel's id may be, and how many parcels one queue message carries (a chunk: computed and written
 * together, so a parcel's result is written exactly once). Pure.
 */
export const BATCH_MAX_PARCELS = 10_000;
/** GeoJSON of 10 000 registry parcels (about 1 KB each) fits; more is nobody's honest batch. */
export const BATCH_MAX_BYTES = 16 * 1024 * 1024;
export const BATCH_MAX_ID_LENGTH = 100;
export const BATCH_CHUNK_SIZE = 100;
