/** Stands in for the CSS files components import (jest.config.js moduleNameMapper). */
module.exports = {};
