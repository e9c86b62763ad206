import type { Metadata } from 'next';
import Link from 'next/link';
import { CsvImportForm } from '@/components/admin/catalogue/csv-import-form';
import { CATALOGUE_CSV_COLUMNS, CSV_MAX_ROWS } from '@/lib/domain/catalogue-csv';
import { requireStaffPage } from '@/lib/server/auth/back-office';

// Bulk prices (issue 25): export every product as CSV, edit prices, sale prices, stock and visibility in a
// spreadsheet, and import it back: a dry run shows each row's change and each bad row; applying changes every row or,
// with one bad row, nothing. The same services as GET admin/catalogue/export and POST admin/catalogue/import.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Import and export prices' };

export default async function CatalogueImportPage() {
  await requireStaffPage('catalogue.manage', '/admin/catalogue/import');
  return (
    <div className="mx-auto max-w-[1200px] space-y-4">
      <nav aria-label="Breadcrumb" className="text-sm text-gray-700">
        <Link href="/admin/catalogue" className="underline">
          Catalogue
        </Link>{' '}
        / Import and export
      </nav>
      <div>
        <h1 className="text-xl font-bold">Import and export prices</h1>
        <p className="text-sm text-gray-700">
          Download the products, change prices, sale prices, stock or visibility in a spreadsheet, save it as CSV and check it here. Nothing changes
          until you apply a file without errors; then every row changes at once, or none does. Products are never created or deleted from a file.
        </p>
      </div>
      <section aria-labelledby="export" className="rounded-lg border border-gray-200 bg-white p-3">
        <h2 id="export" className="text-base font-bold">
          Export
        </h2>
        <p className="mt-1 text-sm">
          {/* A plain link: the browser downloads the file the route streams (the session cookie authorises it). */}
          <a href="/api/dashboard/v1/admin/catalogue/export" download className="font-semibold text-brand-700 underline">
            Download all products as CSV
          </a>{' '}
          <span className="text-gray-700">(UTF-8, opens in Excel, LibreOffice and Google Sheets).</span>
        </p>
      </section>
      <section aria-labelledby="import" className="space-y-2">
        <h2 id="import" className="text-base font-bold">
          Import
        </h2>
        <CsvImportForm />
      </section>
      <section aria-labelledby="columns" className="rounded-lg border border-gray-200 bg-white">
        <h2 id="columns" className="border-b border-gray-200 px-3 py-2 text-base font-bold">
          Columns
        </h2>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">The file’s columns, whether an import changes them, and how to write them</caption>
          <thead className="bg-gray-50 text-xs uppercase text-gray-600">
            <tr>
              <th scope="col" className="px-3 py-1.5">
                Column
              </th>
              <th scope="col" className="px-3 py-1.5">
                Import changes it
              </th>
              <th scope="col" className="px-3 py-1.5">
                How to write it
              </th>
            </tr>
          </thead>
          <tbody>
            {CATALOGUE_CSV_COLUMNS.map((column) => (
              <tr key={column.name} className="border-t border-gray-100">
                <th scope="row" className="px-3 py-1.5 font-mono">
                  {column.name}
                </th>
                <td className="px-3 py-1.5">{column.editable ? 'Yes' : 'No'}</td>
                <td className="px-3 py-1.5">{column.help}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="px-3 py-2 text-xs text-gray-700">
          Only <strong>id</strong> is required; leave out any other column to keep it as it is. An empty price, stock or visible cell keeps that value;
          an empty sale_price removes the sale price. Fields with commas, quotes or line breaks go in double quotes, a quote inside doubled (&quot;&quot;),
          as spreadsheets save them. At most {CSV_MAX_ROWS.toLocaleString('en-IN')} rows a file. Row numbers count the header as row 1, as a
          spreadsheet does.
        </p>
      </section>
    </div>
  );
}
