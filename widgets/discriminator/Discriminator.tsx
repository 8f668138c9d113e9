import type { DiscriminatorConfig } from '../../schemas/components/discriminator/config.gen.ts';
import { ComponentGrid, useDrillContext, useEngineUser, type WidgetProps } from '../../engine/index.tsx';
import { pickBranch } from './pickBranch.ts';

/** Discriminator: shows the one branch that fits the user's role and the active view best (spec 2 §4). */
export function Discriminator({ config }: WidgetProps<DiscriminatorConfig>) {
  const user = useEngineUser();
  const { activeView } = useDrillContext();
  const chosen = pickBranch(config.branches, user.role, activeView);
  const branch = config.branches[chosen];
  return branch ? (
    <div data-branch={chosen}>
      <ComponentGrid components={branch.components} />
    </div>
  ) : null;
}
