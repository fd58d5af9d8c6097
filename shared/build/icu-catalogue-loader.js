// Webpack loader of the message catalogues (every i18n/en.json and ar.json): each ICU message is parsed here, at build
// time, into the syntax tree react-intl and IntlMessageFormat format as it is. The browser then parses no text while
// the first page hydrates, and ships react-intl without the ICU parser (webpack.js resolves it to its no-parser entry).
// Parsed with the options IntlMessageFormat parses with at run time, but for the locale, which only changes a date
// skeleton's hour pattern (`j`): no catalogue has a date skeleton. A message that does not parse fails the build.
module.exports = function compileCatalogue(source) {
  const done = this.async();
  import('@formatjs/icu-messageformat-parser')
    .then(({ parse }) => {
      const compiled = Object.entries(JSON.parse(source)).map(([id, text]) => {
        try {
          return [id, parse(text)];
        } catch (error) {
          throw new Error(`${this.resourcePath}: "${id}" is no valid ICU message (${error.message})`);
        }
      });
      done(null, JSON.stringify(Object.fromEntries(compiled)));
    })
    .catch(done);
};
