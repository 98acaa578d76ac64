// The federation sdk's Node.js script loader hands `eval('require')` to the scripts it runs. A direct eval anywhere in
// a module keeps the minifier from renaming or dropping anything in it, so every container carried the whole sdk
// unminified. In a browser build that loader never runs: its eval becomes `undefined`.
module.exports = function browserSdk(source) {
  return source.replace(/\beval\((['"])require\1\)/g, 'undefined');
};
