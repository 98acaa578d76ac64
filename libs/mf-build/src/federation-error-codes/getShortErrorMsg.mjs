/**
 * The federation runtime's error message without the code's description: the code (#RUNTIME-008, which the shell's
 * chunk reload guard reads), the arguments, the link to the code's page in the federation docs and the original error.
 */
export function getShortErrorMsg(errorCode, _descMap, args, originalErrorMsg) {
  const msg = [`Module Federation error #${errorCode}`];
  if (args) msg.push(`args: ${JSON.stringify(args)}`);
  const [kind] = errorCode.split('-');
  msg.push(
    `View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/${kind.toLowerCase()}#${errorCode.toLowerCase()}`,
  );
  if (originalErrorMsg) msg.push(`Original Error Message:\n ${originalErrorMsg}`);
  return msg.join('\n');
}
