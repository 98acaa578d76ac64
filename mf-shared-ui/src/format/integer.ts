export { formatInteger } from '@jobportal/contracts/numbers';
