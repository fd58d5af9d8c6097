import { Button } from '@mealplan/shared/ui';
import { Icon, type IconName } from './Icon';

export interface ActionTile {
  label: string;
  hint: string;
  icon: IconName;
  /** null: the tile is shown disabled. */
  onClick: (() => void) | null;
}

/** Large buttons with an icon, a label (their accessible name) and a hint. */
export function ActionTiles({ tiles, columns = 4 }: { tiles: ActionTile[]; columns?: 2 | 4 }) {
  return (
    <div className={`home-actions home-actions--${columns}`}>
      {tiles.map((tile) => (
        <Button key={tile.label} aria-label={tile.label} variant="secondary" className="home-action" disabled={tile.onClick === null} onClick={tile.onClick ?? undefined}>
          <span className="home-action__icon"><Icon name={tile.icon} /></span>
          <span className="home-action__label">{tile.label}</span>
          <span className="home-action__hint">{tile.hint}</span>
        </Button>
      ))}
    </div>
  );
}
