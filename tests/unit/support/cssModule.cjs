// CSS modules in jest: class names are not what a component test looks at.
module.exports = {};
