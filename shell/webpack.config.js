const { createAppConfig, DEV_PORTS } = require('@mealplan/shared/build/webpack.js');

module.exports = createAppConfig({ name: 'shell', dir: __dirname, port: DEV_PORTS.shell });
