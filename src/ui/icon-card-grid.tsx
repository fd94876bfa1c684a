/** Cards of a title and a short text, each under its icon in a soft square: a page's "what we do" grid. */
import type { LucideIcon } from 'lucide-react';
import { IconBubble } from './icon-bubble';
import { Card, Grid } from './layout';

export function IconCardGrid({
  items,
  icons,
  min = '240px',
}: {
  items: readonly { title: string; description: string }[];
  /** Given in card order; fewer icons than cards repeat from the first. */
  icons: readonly LucideIcon[];
  min?: string;
}) {
  return (
    <Grid min={min}>
      {items.map((item, index) => {
        const Icon = icons[index % icons.length]!;
        return (
          <Card key={item.title}>
            <IconBubble>
              <Icon size={28} aria-hidden="true" strokeWidth={1.75} />
            </IconBubble>
            <h3>{item.title}</h3>
            <p>{item.description}</p>
          </Card>
        );
      })}
    </Grid>
  );
}
