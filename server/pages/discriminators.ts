/**
 * Discriminators resolved for the caller (spec 2 section 4): each keeps only the branch that fits the caller's role
 * and the active view, stripped of its conditions, so no other branch's configuration leaves the server; one where
 * no branch scores above 0 is left out. The rule is the client's own (widgets/discriminator/pickBranch.ts), which
 * Storybook still applies to whole fixtures.
 */
import type { ComponentDescriptor } from '../../schemas/page/component.gen.ts';
import type { PageDescriptor } from '../../schemas/page/page.gen.ts';
import { mapChildComponents } from '../../engine/descriptor/index.ts';
import { pickBranch, type BranchCondition } from '../../widgets/discriminator/pickBranch.ts';

export interface BranchChooser {
  role: string | null;
  view: string | null;
}

type Branch = BranchCondition & { components: ComponentDescriptor[] };

/** The component for the caller, or undefined when it shows nothing to them. */
function resolve(component: ComponentDescriptor, who: BranchChooser): ComponentDescriptor | undefined {
  let current = component;
  if (component.type === 'discriminator') {
    const branches = ((component.config as { branches?: Branch[] }).branches ?? []) as Branch[];
    const chosen = branches[pickBranch(branches, who.role, who.view)];
    if (!chosen) return undefined;
    current = { ...component, config: { ...component.config, branches: [{ components: chosen.components }] } };
  }
  return mapChildComponents(current, (child) => resolve(child as ComponentDescriptor, who));
}

export function resolveDiscriminators(page: PageDescriptor, who: BranchChooser): PageDescriptor {
  return { ...page, components: page.components.map((c) => resolve(c, who)).filter((c): c is ComponentDescriptor => c !== undefined) };
}
