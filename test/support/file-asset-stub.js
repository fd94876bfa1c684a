/**
 * An image or font file, as webpack's `asset/resource` gives it to the code: its URL. Tests
 * need only a string.
 */
module.exports = '/assets/file-asset-stub';
