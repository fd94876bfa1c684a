// Jest counterpart of webpack's `asset/source` rule: a markdown file imports as its text.
module.exports = {
  process(sourceText) {
    return { code: `module.exports = ${JSON.stringify(sourceText)};` };
  },
};
