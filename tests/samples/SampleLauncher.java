import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Paths;
import java.util.Base64;

// Runs compiled Java samples in one JVM, one after the other, so that npm run test:samples
// pays for one JVM start instead of one per sample. Each stdin line is
// "<class directory>\t<class name>"; each answer line is "ok|fail\t<base64 of the output>".
public class SampleLauncher {
    public static void main(String[] args) throws Exception {
        BufferedReader commands = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream answers = System.out;
        PrintStream errors = System.err;
        String line;
        while ((line = commands.readLine()) != null) {
            String[] parts = line.split("\t");
            ByteArrayOutputStream output = new ByteArrayOutputStream();
            PrintStream capture = new PrintStream(output, true, StandardCharsets.UTF_8);
            System.setOut(capture);
            System.setErr(capture);
            String result = "ok";
            URL[] classPath = {Paths.get(parts[0]).toUri().toURL()};
            try (URLClassLoader loader = new URLClassLoader(classPath, SampleLauncher.class.getClassLoader())) {
                loader.loadClass(parts[1]).getMethod("main", String[].class).invoke(null, (Object) new String[0]);
            } catch (InvocationTargetException e) {
                e.getCause().printStackTrace(capture);
                result = "fail";
            } catch (Throwable e) {
                e.printStackTrace(capture);
                result = "fail";
            } finally {
                System.setOut(answers);
                System.setErr(errors);
            }
            answers.println(result + "\t" + Base64.getEncoder().encodeToString(output.toByteArray()));
            answers.flush();
        }
    }
}
