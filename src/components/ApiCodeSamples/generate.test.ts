import {describe, expect, it} from 'vitest';
import type {SampleRequest} from '@site/plugins/openapi-contracts/types';
import {generateSample, LANGUAGES} from './generate';

const post: SampleRequest = {
  name: 'CreateThing',
  method: 'POST',
  url: 'https://sandbox.example.test/v1/things?tags=a,b',
  auth: {header: 'Authorization', scheme: 'Bearer'},
  headers: [
    ['Idempotency-Key', 'key-1'],
    ['Content-Type', 'application/json'],
  ],
  body: {name: "O'Brien", sizes: [1, 2], flags: {on: true, off: false, none: null}, 'kebab-key': 'x', empty: {}},
};
const get: SampleRequest = {
  name: 'GetThing',
  method: 'GET',
  url: 'https://sandbox.example.test/v1/things/1',
  headers: [],
};
const apiKey: SampleRequest = {...get, name: 'GetKeyed', method: 'DELETE', auth: {header: 'X-Api-Key'}};

describe('sample generator', () => {
  it('offers the five languages with the tab values pages and checks rely on', () => {
    expect(LANGUAGES.map((language) => language.value)).toEqual(['curl', 'javascript', 'python', 'java', 'php']);
  });

  it('writes cURL with the method, the token from the environment, headers and a shell-quoted body', () => {
    const curl = generateSample('curl', post);
    expect(curl.split(' \\\n  ')).toEqual([
      "curl --fail-with-body --request POST 'https://sandbox.example.test/v1/things?tags=a,b'",
      '--header "Authorization: Bearer $ACCESS_TOKEN"',
      "--header 'Idempotency-Key: key-1'",
      "--header 'Content-Type: application/json'",
      `--data '${JSON.stringify(post.body, null, 2).replace(/'/g, `'\\''`)}'`,
    ]);
    expect(generateSample('curl', get)).toBe("curl --fail-with-body 'https://sandbox.example.test/v1/things/1'");
    expect(generateSample('curl', apiKey)).toContain('--header "X-Api-Key: $ACCESS_TOKEN"');
  });

  it('writes JavaScript whose body evaluates to the request body', () => {
    const js = generateSample('javascript', post);
    expect(js).toContain("const response = await fetch('https://sandbox.example.test/v1/things?tags=a,b', {");
    expect(js).toContain("method: 'POST',");
    expect(js).toContain('Authorization: `Bearer ${process.env.ACCESS_TOKEN}`,');
    expect(js).toContain("'kebab-key': 'x'");
    const literal = /body: JSON\.stringify\(([\s\S]*)\),\n\}\);/.exec(js)?.[1];
    expect(literal).toBeDefined();
    expect(new Function(`return (${literal});`)()).toEqual(post.body);
    expect(generateSample('javascript', apiKey)).toContain("'X-Api-Key': `${process.env.ACCESS_TOKEN}`,");
  });

  it('writes Python with requests, json= for the body and no Content-Type header of its own', () => {
    const python = generateSample('python', post);
    expect(python.startsWith('import os\n\nimport requests\n')).toBe(true);
    expect(python).toContain('response = requests.post(');
    expect(python).toContain(
      'headers={"Authorization": "Bearer " + os.environ["ACCESS_TOKEN"], "Idempotency-Key": "key-1"},',
    );
    expect(python).not.toContain('Content-Type');
    expect(python).toMatch(/"on": True,\n\s+"off": False,\n\s+"none": None,/);
    expect(python).toContain('"name": "O\'Brien",');
    expect(generateSample('python', get)).not.toContain('import os');
  });

  it('writes a Java class named after the call, with the body in a text block', () => {
    const java = generateSample('java', post);
    expect(java).toContain('public class CreateThing {');
    expect(java).toContain('.header("Authorization", "Bearer " + System.getenv("ACCESS_TOKEN"))');
    expect(java).toContain('.POST(HttpRequest.BodyPublishers.ofString(body))');
    expect(java).toContain('String body = """');
    expect(generateSample('java', get)).toContain('.GET()');
    expect(generateSample('java', apiKey)).toContain('.method("DELETE", HttpRequest.BodyPublishers.noBody())');
  });

  it('writes PHP with curl, a PHP array for the body and an empty object as stdClass', () => {
    const php = generateSample('php', post);
    expect(php.startsWith('<?php\n$body = [\n')).toBe(true);
    expect(php).toContain("'name' => 'O\\'Brien',");
    expect(php).toContain("'empty' => new \\stdClass(),");
    expect(php).toContain("'Authorization: Bearer ' . getenv('ACCESS_TOKEN'),");
    expect(php).toContain('CURLOPT_POSTFIELDS => json_encode($body),');
    expect(generateSample('php', get)).not.toContain('CURLOPT_POSTFIELDS');
  });

  it('sends the same method, URL and headers in every language', () => {
    for (const {value} of LANGUAGES) {
      const code = generateSample(value, post);
      expect(code, value).toContain('https://sandbox.example.test/v1/things?tags=a,b');
      expect(code, value).toMatch(/POST|post/);
      expect(code, value).toContain('Idempotency-Key');
      expect(code, value).toContain('ACCESS_TOKEN');
    }
  });
});
