import {expect, it} from 'vitest';
import {deliveryFormatProblems} from './delivery-formats';

// One file per delivery format the project ordered, in every version of a recording shown,
// whichever example shows the project.

const project = {value: {id: 'prj_1', attributes: {delivery_formats: ['mp3', 'wav']}}, at: '/project'};
const file = (format: string) => ({format, url: `https://cdn.example/${format}`});
const recording = (formats: string[], kind = 'audio') => ({
  value: {
    data: [
      {id: 'dlv_1', project_id: 'prj_1', kind, current_version: {deliverable_id: 'dlv_1', files: formats.map(file)}},
    ],
  },
  at: '/deliverables',
});

it('accepts a recording with one file in each format its project ordered', () => {
  expect(deliveryFormatProblems([project, recording(['wav', 'mp3'])])).toEqual([]);
});

it('reports a recording that lacks one of the formats, at its files', () => {
  expect(deliveryFormatProblems([recording(['wav']), project])).toEqual([
    {
      at: '/deliverables/data/0/current_version/files',
      message: 'dlv_1 has files in wav, but its project ordered one in each of mp3, wav',
    },
  ]);
});

it('reports a version of a version list with a format the project did not order', () => {
  const versions = {
    value: {data: [{deliverable_id: 'dlv_1', number: 2, files: [file('mp3'), file('wav'), file('flac')]}]},
    at: '/versions',
  };
  expect(deliveryFormatProblems([project, recording(['mp3', 'wav']), versions])).toHaveLength(1);
});

it('leaves scripts, and recordings of projects no example shows, alone', () => {
  expect(deliveryFormatProblems([project, recording(['pdf'], 'script')])).toEqual([]);
  expect(deliveryFormatProblems([recording(['wav'])])).toEqual([]);
});
