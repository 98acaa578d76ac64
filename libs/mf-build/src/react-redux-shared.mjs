// The react-redux every container shares at run time, cut down to what the product and RTK Query import (see
// react-router-shared.mjs for why): not connect() and the hook factories. A source file importing a name that is
// not listed here fails `npm test`; RTK Query's own imports are checked there too.
export {
  Provider,
  ReactReduxContext,
  batch,
  shallowEqual,
  useDispatch,
  useSelector,
  useStore,
} from 'react-redux-full';
