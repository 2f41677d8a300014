import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OnceTabShown, Tabs, TabsContent, TabsList, TabsTrigger } from '../../src/ui/Tabs.tsx';

function Example() {
  return (
    <Tabs defaultValue="all">
      <TabsList aria-label="Room types">
        <TabsTrigger value="all">All</TabsTrigger>
        <TabsTrigger value="living">Living room</TabsTrigger>
        <TabsTrigger value="bedroom">Bedroom</TabsTrigger>
      </TabsList>
      <TabsContent value="all">Every room</TabsContent>
      <TabsContent value="living">Sofas and rugs</TabsContent>
      <TabsContent value="bedroom">
        Beds and lamps
        <OnceTabShown>
          <p>Read from the device</p>
        </OnceTabShown>
      </TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('names the list and shows the chosen panel', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Room types' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Every room');
  });

  it('moves with the arrow keys and wraps around', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Living room' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Sofas and rugs');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Bedroom' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Beds and lamps');
  });

  it('switches on click', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('tab', { name: 'Bedroom' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Beds and lamps');
  });

  it('has every panel in the page, the ones not chosen hidden', () => {
    const { container } = render(<Example />);
    const panels = [...container.querySelectorAll('[role="tabpanel"]')];
    expect(panels.map((panel) => panel.hasAttribute('hidden'))).toEqual([false, true, true]);
    expect(panels[1]).toHaveTextContent('Sofas and rugs');
  });

  it('draws what reads the device once its tab is first chosen, and keeps it', async () => {
    const user = userEvent.setup();
    render(<Example />);
    expect(screen.queryByText('Read from the device')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Bedroom' }));
    expect(screen.getByText('Read from the device')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(screen.getByText('Read from the device')).not.toBeVisible();
  });
});
