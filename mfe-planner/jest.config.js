module.exports = require('@mealplan/shared/build/jest.js')('mfe-planner', { testEnvironment: 'jsdom' });
