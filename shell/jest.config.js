module.exports = require('@mealplan/shared/build/jest.js')('shell', { testEnvironment: 'jsdom' });
