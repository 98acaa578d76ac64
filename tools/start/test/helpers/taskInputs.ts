import { createProjectGraphAsync } from 'nx/src/devkit-exports';
import { readNxJson } from 'nx/src/config/nx-json';
import { createTaskGraph } from 'nx/src/tasks-runner/create-task-graph';
import { createTaskHasher } from 'nx/src/hasher/create-task-hasher';

/**
 * What Nx hashes for a task (the keys of the hash details: `<project>:<file set>`, `workspace:[...]`, ...): the
 * cache of the task is reused only while all of these are unchanged.
 */
export async function taskInputs(project: string, target: string): Promise<string[]> {
  process.env.NX_DAEMON = 'false';
  const graph = await createProjectGraphAsync({ exitOnError: false });
  const taskGraph = createTaskGraph(graph, {}, [project], [target], undefined, {});
  const task = taskGraph.tasks[`${project}:${target}`];
  if (!task) throw new Error(`no task ${project}:${target}`);
  const [hash] = await createTaskHasher(graph, readNxJson()).hashTasks([task], taskGraph, {
    [task.id]: process.env,
  });
  return Object.keys(hash.details.nodes);
}
