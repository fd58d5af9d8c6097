import { useId } from 'react';
import { Button, untilScript } from '@mealplan/shared/ui';
import { Icon, type IconName } from './Icon';

export interface ActionTile {
  label: string;
  hint: string;
  icon: IconName;
  /** null: the tile is shown disabled. */
  onClick: (() => void) | null;
  /** Disabled only until the page's script runs (kit's untilScript): the prerendered landing's loader enables it. */
  untilScript?: boolean;
}

/**
 * One large button: its label is its accessible name, its hint the description (read after the name, and
 * kept out of the name so "Build my meal plan" stays the button's name).
 */
function ActionTileButton({ tile }: { tile: ActionTile }) {
  const hintId = useId();
  return (
    <Button
      variant="secondary"
      className="home-action"
      aria-describedby={hintId}
      {...(tile.untilScript ? untilScript(false) : { disabled: tile.onClick === null })}
      onClick={tile.onClick ?? undefined}
    >
      <span className="home-action__icon">
        <Icon name={tile.icon} />
      </span>
      <span className="home-action__label">{tile.label}</span>
      <span className="home-action__hint" id={hintId} aria-hidden="true">
        {tile.hint}
      </span>
    </Button>
  );
}

/** Large buttons with an icon, a label and a hint. */
export function ActionTiles({ tiles, columns = 4 }: { tiles: ActionTile[]; columns?: 2 | 4 }) {
  return (
    <div className={`home-actions home-actions--${columns}`}>
      {tiles.map((tile) => (
        <ActionTileButton key={tile.label} tile={tile} />
      ))}
    </div>
  );
}
