import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable } from './DataTable';

describe('DataTable', () => {
  it('renders a labelled scroll region, a table named by its heading, column headers and one row per item', () => {
    const html = renderToStaticMarkup(
      <DataTable
        label="Table: Scales"
        labelledBy="method-scales"
        columns={['Scale', 'Items']}
        rows={[
          { key: 'EI', items: 8 },
          { key: 'SN', items: 7 },
        ]}
        rowKey={(row) => row.key}
        cells={(row) => (
          <>
            <th scope="row">{row.key}</th>
            <td>{row.items}</td>
          </>
        )}
        testId="scales"
      />,
    );
    expect(html).toMatch(
      /^<div class="[^"]*" tabindex="0" role="region" aria-label="Table: Scales"><table class="[^"]*" aria-labelledby="method-scales" data-testid="scales">/,
    );
    expect(html).toContain('<thead><tr><th scope="col">Scale</th><th scope="col">Items</th></tr></thead>');
    expect(html).toContain('<tbody><tr><th scope="row">EI</th><td>8</td></tr><tr><th scope="row">SN</th><td>7</td></tr></tbody>');
  });
});
