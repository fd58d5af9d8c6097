module.exports = require('@mealplan/shared/build/jest.js')('mfe-modify', { testEnvironment: 'jsdom' });
