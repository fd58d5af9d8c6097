module.exports = require('@mealplan/shared/build/jest.js')('mfe-content', { testEnvironment: 'jsdom' });
