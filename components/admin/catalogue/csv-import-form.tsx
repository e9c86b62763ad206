'use client';

import { useState } from 'react';
import { dashboardApi } from '@/lib/api/client';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api/errors';
import type { CsvImportResult } from '@/lib/domain/catalogue-csv';

// The import (issue 25): choose a CSV file → Check (a dry run: what each row would change, and each bad row) → Apply,
// which the server does whole or not at all. The file is read here and sent as text; nothing changes until Apply.

const button =
  'min-h-9 rounded-md px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50';

export function CsvImportForm() {
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [result, setResult] = useState<CsvImportResult | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ message: string; rows: [string, string][] } | null>(null);

  async function send(apply: boolean) {
    if (!file) return;
    setPending(true);
    setError(null);
    try {
      const res = await dashboardApi.post<{ data: CsvImportResult }>('admin/catalogue/import', { csv: file.text, apply });
      setResult(res.data.data);
    } catch (failure) {
      const fields = apiFieldErrors(failure);
      const rows = Object.entries(fields).filter(([key]) => key.startsWith('row '));
      setError({ message: fields.csv ?? apiErrorMessage(failure, 'Could not read the file. Please try again.'), rows });
      if (apply) setResult(null);
    } finally {
      setPending(false);
    }
  }

  const canApply = result && !result.applied && result.errors.length === 0 && result.changed.length > 0;
  return (
    <div className="space-y-4">
      <form
        className="flex flex-wrap items-end gap-3 rounded-lg border border-gray-200 bg-white p-3"
        onSubmit={(event) => {
          event.preventDefault();
          void send(false);
        }}
      >
        <div>
          <label htmlFor="csv-file" className="block text-sm font-medium">
            CSV file
          </label>
          <input
            id="csv-file"
            type="file"
            accept=".csv,text/csv"
            className="mt-1 block text-sm"
            onChange={async (event) => {
              const chosen = event.target.files?.[0];
              setResult(null);
              setError(null);
              setFile(chosen ? { name: chosen.name, text: await chosen.text() } : null);
            }}
          />
        </div>
        <button type="submit" disabled={!file || pending} className={`${button} bg-gray-900 text-white hover:bg-gray-700`}>
          {pending && !result ? 'Checking…' : 'Check file (dry run)'}
        </button>
        {canApply ? (
          <button type="button" disabled={pending} onClick={() => void send(true)} className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
            {pending ? 'Applying…' : `Apply ${result.changed.length} ${result.changed.length === 1 ? 'change' : 'changes'}`}
          </button>
        ) : null}
      </form>

      <div aria-live="polite">
        {error ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            <p className="font-semibold">{error.message}</p>
            {error.rows.length > 0 ? (
              <ul className="mt-1 list-disc pl-5">
                {error.rows.map(([row, why]) => (
                  <li key={row}>
                    {row[0]!.toUpperCase() + row.slice(1)}: {why}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {result ? <ImportResult result={result} /> : null}
      </div>
    </div>
  );
}

function ImportResult({ result }: { result: CsvImportResult }) {
  const { changed, errors } = result;
  return (
    <div className="space-y-4" data-testid="csv-result">
      <p className={`rounded-lg border p-3 text-sm ${errors.length ? 'border-red-200 bg-red-50 text-red-900' : 'border-green-200 bg-green-50 text-green-900'}`}>
        {result.applied
          ? `Done: ${changed.length} ${changed.length === 1 ? 'product' : 'products'} changed, ${result.unchanged} unchanged. The shop shows the new values now.`
          : errors.length > 0
            ? `${errors.length} ${errors.length === 1 ? 'error' : 'errors'} in ${result.rows} rows. Nothing can be applied until the file is corrected: fix the rows below and check it again.`
            : `Dry run of ${result.rows} rows: ${changed.length} would change, ${result.unchanged} would stay as they are. Nothing has changed yet.`}
      </p>
      {errors.length > 0 ? (
        <section aria-labelledby="csv-errors" className="rounded-lg border border-gray-200 bg-white">
          <h2 id="csv-errors" className="border-b border-gray-200 px-3 py-2 text-base font-bold">
            Rows with errors
          </h2>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Each bad row: its number in the file, the column, and why</caption>
            <thead className="bg-gray-50 text-xs uppercase text-gray-600">
              <tr>
                <th scope="col" className="px-3 py-1.5">
                  Row
                </th>
                <th scope="col" className="px-3 py-1.5">
                  Column
                </th>
                <th scope="col" className="px-3 py-1.5">
                  Why
                </th>
              </tr>
            </thead>
            <tbody>
              {errors.map((e, i) => (
                <tr key={`${e.row}-${e.column}-${i}`} className="border-t border-gray-100">
                  <th scope="row" className="px-3 py-1.5 tabular-nums">
                    {e.row}
                  </th>
                  <td className="px-3 py-1.5">{e.column ?? '—'}</td>
                  <td className="px-3 py-1.5">{e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {changed.length > 0 ? (
        <section aria-labelledby="csv-changes" className="rounded-lg border border-gray-200 bg-white">
          <h2 id="csv-changes" className="border-b border-gray-200 px-3 py-2 text-base font-bold">
            {result.applied ? 'Changed' : 'Would change'}
          </h2>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Each row that changes a product: its number in the file, the product, and each value before and after</caption>
            <thead className="bg-gray-50 text-xs uppercase text-gray-600">
              <tr>
                <th scope="col" className="px-3 py-1.5">
                  Row
                </th>
                <th scope="col" className="px-3 py-1.5">
                  Product
                </th>
                <th scope="col" className="px-3 py-1.5">
                  Change (before → after)
                </th>
              </tr>
            </thead>
            <tbody>
              {changed.map((row) => (
                <tr key={row.row} className="border-t border-gray-100 align-top">
                  <th scope="row" className="px-3 py-1.5 tabular-nums">
                    {row.row}
                  </th>
                  <td className="px-3 py-1.5">
                    {row.name} <span className="text-xs text-gray-600">#{row.productId}</span>
                  </td>
                  <td className="px-3 py-1.5">
                    <ul>
                      {row.changes.map((c) => (
                        <li key={c.column}>
                          <span className="font-medium">{c.column}</span>: {c.before === '' ? '(empty)' : c.before} → {c.after === '' ? '(empty)' : c.after}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </div>
  );
}
