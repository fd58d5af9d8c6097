module.exports = require('@mealplan/shared/build/jest.js')('mfe-health', { testEnvironment: 'jsdom' });
