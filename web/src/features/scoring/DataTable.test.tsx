import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, dataTableHtml, numberCell, rowHeaderCell } from './DataTable';

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
        cells={(row) => [rowHeaderCell(row.key), String(row.items)]}
        testId="scales"
      />,
    );
    expect(html).toMatch(
      /^<div class="[^"]*" tabindex="0" role="region" aria-label="Table: Scales"><table class="[^"]*" aria-labelledby="method-scales" data-testid="scales">/,
    );
    expect(html).toContain('<thead><tr><th scope="col">Scale</th><th scope="col">Items</th></tr></thead>');
    expect(html).toContain('<tbody><tr><th scope="row">EI</th><td>8</td></tr><tr><th scope="row">SN</th><td>7</td></tr></tbody>');
  });

  it('escapes every text and attribute value, and gives figures their class', () => {
    const html = dataTableHtml(
      {
        labelledBy: 'h"1',
        columns: ['<b>A</b> & B'],
        rows: ['x'],
        cells: () => [rowHeaderCell('<script>alert(1)</script>'), numberCell('1 < 2 & 3 > 2'), 'it\'s "plain"'],
        testId: 'a"b',
      },
      { table: 't', number: 'n"um' },
    );
    expect(html).toBe(
      '<table class="t" aria-labelledby="h&quot;1" data-testid="a&quot;b"><thead><tr><th scope="col">&lt;b&gt;A&lt;/b&gt; &amp; B</th></tr></thead>' +
        '<tbody><tr><th scope="row">&lt;script&gt;alert(1)&lt;/script&gt;</th><td class="n&quot;um">1 &lt; 2 &amp; 3 &gt; 2</td>' +
        '<td>it\'s "plain"</td></tr></tbody></table>',
    );
  });
});
