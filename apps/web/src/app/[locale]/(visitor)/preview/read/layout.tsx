/**
 * A publisher's preview opens the store's own reader (docs/reader.md "Preview"): the same layout
 * as `/bookshelf/read/…`, so its client parts get the `reader` messages and nothing else.
 */
export { default } from '../../bookshelf/read/layout';
