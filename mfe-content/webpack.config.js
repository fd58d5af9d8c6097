const { createAppConfig, DEV_PORTS } = require('@mealplan/shared/build/webpack.js');

module.exports = createAppConfig({
  name: 'content',
  dir: __dirname,
  exposes: { './Routes': './src/Routes.tsx' },
  port: DEV_PORTS.content,
});
