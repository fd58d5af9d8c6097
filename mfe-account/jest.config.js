module.exports = require('@mealplan/shared/build/jest.js')('mfe-account', { testEnvironment: 'jsdom' });
