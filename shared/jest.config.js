module.exports = require('@mealplan/shared/build/jest.js')('shared');
