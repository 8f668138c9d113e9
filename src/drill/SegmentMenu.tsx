import { FormattedMessage, useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Segment } from '../api/drill.ts';
import { useMenu } from '../ui/useMenu.ts';

/**
 * One segment of the drill path: a button opening the units one can drill to from there. A segment above the
 * current one can also be moved up to, as long as at least two segments stay (spec 1 section 4, Drill path), and
 * as long as the role opens it: a segment above the role's scope only lists the units inside it that the role opens.
 */
export function SegmentMenu({ segment, next, canMoveUp, onGo }: { segment: Segment; next: string | undefined; canMoveUp: boolean; onGo(path: string): void }) {
  const { close, buttonProps, menuProps } = useMenu();
  const intl = useIntl();
  const moveUp = canMoveUp && segment.mayOpen;
  const go = (path: string) => {
    close();
    onGo(path);
  };
  return (
    <>
      <Button
        size="small"
        color="inherit"
        {...buttonProps}
        aria-label={intl.formatMessage({ id: 'drill.segment' }, { level: segment.helpText, name: segment.name })}
        sx={{ textTransform: 'none', minWidth: 0 }}
        data-testid="drill-segment"
      >
        {segment.name} ▾
      </Button>
      <Menu {...menuProps} slotProps={{ paper: { sx: { maxHeight: 400 } } }}>
        {moveUp && (
          <MenuItem onClick={() => go(segment.path)} data-testid="drill-up">
            <FormattedMessage id="drill.moveUp" values={{ name: segment.name }} />
          </MenuItem>
        )}
        {!segment.mayOpen && (
          <MenuItem disabled>
            <FormattedMessage id="drill.partOnly" values={{ name: segment.name }} />
          </MenuItem>
        )}
        {(moveUp || !segment.mayOpen) && segment.children.length > 0 && <Divider />}
        {segment.mayOpen && segment.children.length === 0 && (
          <MenuItem disabled>
            <FormattedMessage id="drill.noChildren" />
          </MenuItem>
        )}
        {segment.children.map((c) => (
          <MenuItem key={c.entityId} selected={c.path === next} onClick={() => go(c.path)}>
            {c.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
