module.exports = require('@mealplan/shared/build/jest.js')('mfe-checkout', { testEnvironment: 'jsdom' });
