const { createAppConfig, DEV_PORTS } = require('@mealplan/shared/build/webpack.js');

module.exports = createAppConfig({
  name: 'planner',
  dir: __dirname,
  exposes: { './Routes': './src/Routes.tsx' },
  port: DEV_PORTS.planner,
});
