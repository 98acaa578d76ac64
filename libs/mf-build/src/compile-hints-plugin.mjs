/** V8's explicit compile hint: every function of the file is compiled eagerly, while the script streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks every script of a browser build with V8's compile hint (Chrome 136+; other engines read a comment). Without
 * it V8 compiles a function when it is first called, on the main thread, inside the task that evaluates the modules:
 * the start-up tasks of the shell and the design system were long tasks largely for that. With it Chrome compiles
 * the file on its streaming thread while it downloads. Every script qualifies because each chunk is requested only
 * when its code is about to run (lazy parts are chunks of their own); what it costs is compiling the functions of a
 * loaded chunk that this page does not call, in the background.
 */
export class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which drops comments), before the real content hashes and the compressed copies.
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        (assets) => {
          for (const file of Object.keys(assets)) {
            if (file.endsWith('.js'))
              compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}
