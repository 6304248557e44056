import com.adobe.epubcheck.api.EpubCheck;
import com.adobe.epubcheck.reporting.CheckingReport;
import java.io.File;

/**
 * epubcheck over several EPUBs in one JVM (epubcheck.unit.test.ts): its command line checks one
 * file per run, and most of a run is the JVM starting and epubcheck loading its schemas, paid once
 * here. Writes `<file>.json` beside each file, the report `epubcheck --json` writes. Run from
 * source with Debian's jar on the class path: `java -cp /usr/share/java/epubcheck.jar
 * EpubCheckBatch.java a.epub b.epub`.
 */
public class EpubCheckBatch {
  public static void main(String[] args) {
    for (String path : args) {
      CheckingReport report = new CheckingReport(path, path + ".json");
      report.initialize();
      new EpubCheck(new File(path), report).validate();
      report.generate();
    }
  }
}
